import { CircleCheck, EyeOff, FileText, KeyRound, ShieldCheck, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { Button, buttonClasses } from '../../../components/button';
import { PageHero } from '../../../components/page-hero';
import type { DataAccess } from '../api/verify-data-code';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { FormError } from './form-error';
import { MyDataView } from './my-data-view';

type Step =
  | { kind: 'email'; email: string; notice?: string }
  | { kind: 'code'; email: string; message: string }
  | { kind: 'data'; email: string; access: DataAccess & { grant: number } }
  | { kind: 'deleted'; anonymisedOrders: number };

const stepTitles: Record<Step['kind'], string> = {
  email: 'Find your orders',
  code: 'Enter your code',
  data: 'Your data',
  deleted: 'All done',
};

let grants = 0;

/**
 * /request-my-data — with proof of ownership: the e-mail, a 6-digit code sent to it, then View
 * My Data ('Found N order(s).') and Delete My Data ('Your data has been deleted.'). Nothing is shown about an address
 * until its code is given. The access token lives in this component's state only.
 */
function RequestMyDataPage() {
  const [step, setStep] = useState<Step>({ kind: 'email', email: '' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Each new step moves the focus to its heading, so keyboard and screen-reader users land where the page changed.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step.kind]);

  const onAccessLost = useCallback(
    (message: string) =>
      setStep((current) => ({ kind: 'email', email: 'email' in current ? current.email : '', notice: message })),
    [],
  );

  return (
    <>
      <title>Request My Data · Pearl</title>
      <PageHero title="Request My Data" eyebrow="Your data">
        <p className="mt-3 max-w-2xl text-lg text-tea-800">
          See the orders we hold under your e-mail address, and delete your name and e-mail address from them.
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_22rem] lg:items-start">
        <section
          aria-labelledby="data-step-title"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-tea-900/10 sm:p-8"
        >
          <StepProgress kind={step.kind} />
          <h2
            id="data-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="mt-4 font-display text-2xl font-bold outline-none"
          >
            {stepTitles[step.kind]}
          </h2>
          <div className="mt-5">
            {step.kind === 'email' ? (
              <div className="grid gap-5">
                {step.notice ? <FormError>{step.notice}</FormError> : null}
                <p className="text-tea-800">
                  To keep your orders private, we first e-mail you a 6-digit code. Only someone who can read that inbox
                  can see or delete what is held under the address.
                </p>
                <EmailStep
                  defaultEmail={step.email}
                  onSent={(email, message) => setStep({ kind: 'code', email, message })}
                />
              </div>
            ) : null}
            {step.kind === 'code' ? (
              <CodeStep
                email={step.email}
                message={step.message}
                onVerified={(access) =>
                  setStep({ kind: 'data', email: step.email, access: { ...access, grant: ++grants } })
                }
                onResent={(message) => setStep({ kind: 'code', email: step.email, message })}
                onChangeEmail={() => setStep({ kind: 'email', email: step.email })}
              />
            ) : null}
            {step.kind === 'data' ? (
              <MyDataView
                access={step.access}
                onDeleted={(anonymisedOrders) => setStep({ kind: 'deleted', anonymisedOrders })}
                onAccessLost={onAccessLost}
              />
            ) : null}
            {step.kind === 'deleted' ? (
              <div className="grid gap-5">
                <p className="flex gap-3 text-lg text-tea-800">
                  <CircleCheck aria-hidden className="mt-1 size-6 shrink-0 text-matcha-600" />
                  <span>
                    Your name and e-mail address have been removed from {step.anonymisedOrders}{' '}
                    {step.anonymisedOrders === 1 ? 'record' : 'records'}. What is left is an anonymous financial record
                    that cannot be linked to you.
                  </span>
                </p>
                <div className="flex flex-wrap gap-3">
                  <Link to="/" className={buttonClasses()}>
                    Back to Home
                  </Link>
                  <Button variant="secondary" onClick={() => setStep({ kind: 'email', email: '' })}>
                    Check another address
                  </Button>
                </div>
              </div>
            ) : null}
          </div>
        </section>

        <ErasureExplainer />
      </div>
    </>
  );
}

const steps = [
  { kind: 'email', label: 'Email' },
  { kind: 'code', label: 'Code' },
  { kind: 'data', label: 'Your data' },
] as const;

function StepProgress({ kind }: { kind: Step['kind'] }) {
  const current = kind === 'deleted' ? steps.length : steps.findIndex((step) => step.kind === kind);
  return (
    <ol className="flex flex-wrap gap-1.5 text-xs font-semibold sm:gap-2 sm:text-sm" aria-label="Steps">
      {steps.map((step, index) => (
        <li
          key={step.kind}
          aria-current={index === current ? 'step' : undefined}
          className={
            index === current
              ? 'rounded-full bg-taro-600 px-2.5 py-1 text-white sm:px-3'
              : index < current
                ? 'rounded-full bg-taro-100 px-2.5 py-1 text-taro-700 sm:px-3'
                : 'rounded-full bg-cream-200 px-2.5 py-1 text-tea-700 sm:px-3'
          }
        >
          {index + 1}. {step.label}
        </li>
      ))}
    </ol>
  );
}

/** What the page does, said plainly before anyone uses it (say so on the page). */
function ErasureExplainer() {
  return (
    <aside
      aria-labelledby="erasure-title"
      className="grid gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-tea-900/10 sm:p-7 lg:sticky lg:top-24"
    >
      <h2 id="erasure-title" className="font-display text-xl font-bold">
        What Delete My Data does
      </h2>
      <ul className="grid gap-4 text-tea-800">
        <li className="flex gap-3">
          <Trash2 aria-hidden className="mt-0.5 size-5 shrink-0 text-berry-600" />
          <span>
            <strong className="text-tea-900">Removed:</strong> your name and e-mail address, from every order and
            checkout attempt under the address, and the e-mails we sent to it.
          </span>
        </li>
        <li className="flex gap-3">
          <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-taro-700" />
          <span>
            <strong className="text-tea-900">Kept, anonymously:</strong> each order&rsquo;s items, amounts and dates, as
            the law on keeping business records requires. They can no longer be found by your address or linked to you.
          </span>
        </li>
        <li className="flex gap-3">
          <KeyRound aria-hidden className="mt-0.5 size-5 shrink-0 text-taro-700" />
          <span>
            <strong className="text-tea-900">Proof first:</strong> the code works for 10 minutes and 5 tries. Once it is
            accepted you have 15 minutes to view or delete.
          </span>
        </li>
        <li className="flex gap-3">
          <EyeOff aria-hidden className="mt-0.5 size-5 shrink-0 text-taro-700" />
          <span>
            <strong className="text-tea-900">Nothing shown before that:</strong> every address gets the same answer
            until its code is entered.
          </span>
        </li>
      </ul>
      <p className="flex gap-3 border-t border-tea-900/10 pt-4 text-sm text-tea-700">
        <ShieldCheck aria-hidden className="size-5 shrink-0 text-matcha-600" />
        <span>
          More in our{' '}
          <Link
            to="/privacy-policy"
            className="font-semibold text-taro-700 underline underline-offset-2 hover:text-taro-600"
          >
            privacy policy
          </Link>
          .
        </span>
      </p>
    </aside>
  );
}

export default RequestMyDataPage;
