import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/button';
import { PageHero } from '../../../components/page-hero';
import { setCookieConsent, useCookieConsent } from '../../../lib/consent/cookie-consent';
import { SHOP } from '../../../lib/shop-details';

const linkClasses = 'font-semibold text-taro-700 underline underline-offset-2 hover:text-taro-600';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-display text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-3 grid gap-4 text-lg leading-relaxed text-tea-800">{children}</div>
    </section>
  );
}

/** Which cookies exist, with the visitor's current choice and the way to change it. */
function CookiesSection() {
  const consent = useCookieConsent();
  return (
    <Section id="cookies" title="Cookies">
      <p>
        Customers do not need any cookie to browse or order, and Pearl sets none for them. When a member of staff signs
        in, we set a single session cookie that keeps them signed in; it is strictly necessary for that purpose and is
        removed when they sign out.
      </p>
      <p>
        The Contact page can show a map of the shop from OpenStreetMap. Because the map is loaded from
        OpenStreetMap&rsquo;s servers, which see your IP address and may set cookies of their own, we only show it after
        you accept cookies; until then you get a plain link to the map instead. We use no advertising, analytics or
        tracking cookies.
      </p>
      <div className="flex flex-col gap-3 rounded-3xl bg-white p-5 text-base shadow-sm ring-1 ring-tea-900/10 sm:flex-row sm:items-center sm:justify-between">
        <p>
          Your current choice:{' '}
          <strong>
            {consent === 'accepted'
              ? 'cookies accepted'
              : consent === 'rejected'
                ? 'cookies rejected'
                : 'not chosen yet'}
          </strong>
          .
        </p>
        {consent !== 'undecided' ? (
          <Button variant="secondary" size="sm" onClick={() => setCookieConsent('undecided')}>
            Change my cookie choice
          </Button>
        ) : null}
      </div>
    </Section>
  );
}

/** The visitor's rights, and the self-service page that serves the first of them. */
function RightsSection() {
  return (
    <Section id="rights" title="Your rights">
      <p>
        Under the UK GDPR you have the right to see the information we hold about you, to have it corrected, to have it
        erased, to restrict or object to how we use it, and to receive a copy of it in a portable form. To use any of
        these rights, contact us; we will answer within one month.
      </p>
      <p>
        You can see and erase your order data yourself on the{' '}
        <Link to="/request-my-data" className={linkClasses}>
          Request my data
        </Link>{' '}
        page. To make sure nobody else can read or delete your orders, you first prove that the e-mail address is yours:
        we send a six-digit code to it, valid for ten minutes and five tries, and every address gets the same answer, so
        the page reveals nothing about an address until its code is entered. With the code you have fifteen minutes to
        view the orders held under that address and erase your personal data from them. Erasing removes your name and
        e-mail address from every order and unpaid checkout attempt under the address and deletes our copies of the
        e-mails we sent to it, while keeping the anonymous financial records our books require. Those records can no
        longer be found by your address or linked to you, and a payment that arrives afterwards does not put your
        details back.
      </p>
      <p>
        If you are unhappy with how we have handled your information, please tell us first so we can put it right. You
        also have the right to complain to the Information Commissioner&rsquo;s Office at{' '}
        <a
          href="https://ico.org.uk/make-a-complaint/"
          target="_blank"
          rel="noopener noreferrer"
          className={linkClasses}
        >
          ico.org.uk
        </a>
        .
      </p>
    </Section>
  );
}

/** The privacy policy, written to match what Pearl really stores. */
function PrivacyPolicyPage() {
  return (
    <>
      <title>Privacy Policy · Pearl</title>
      <PageHero title="Privacy Policy" eyebrow="Your data">
        <p className="mt-3 max-w-2xl text-lg text-tea-800">
          What we keep about you, why we keep it, and how you can see it or have it erased.
        </p>
      </PageHero>

      <article className="mx-auto max-w-3xl px-4 pb-20 pt-4 sm:px-6">
        <Section id="who" title="Who we are">
          <p>
            Pearl is a family-run bubble tea shop at {SHOP.addressLines.slice(0, 3).join(', ')}. We decide how the
            information described here is used, which makes us its controller under the UK General Data Protection
            Regulation (UK GDPR). You can reach us about anything on this page at{' '}
            <a href={`mailto:${SHOP.email}`} className={linkClasses}>
              {SHOP.email}
            </a>{' '}
            or on {SHOP.phone}.
          </p>
        </Section>

        <Section id="orders" title="When you place an order">
          <p>
            To make your order and hand it over, we keep your name, your e-mail address, what you ordered (each item,
            its size and quantity), the amounts you paid, the state of the order and its preparation time, and the times
            at which it was placed and updated. We need this to fulfil our contract with you, and we keep the order
            afterwards because the law requires us to keep proper accounts.
          </p>
          <p>
            Your card details never reach Pearl. They are typed into, and handled by, our payment provider, which tells
            us only whether the payment succeeded and gives us a reference for it.
          </p>
          <p>
            We e-mail you a receipt when your payment goes through, and again when we confirm your order with the time
            it will be ready. These messages are about your order only: we send no newsletters or marketing.
          </p>
        </Section>

        <Section id="browser" title="What stays in your browser">
          <p>
            Your basket is saved in your browser&rsquo;s local storage, so it is still there if you reload the page or
            come back later. Your answer to our cookie question is saved there too. Both stay on your device: we only
            see the contents of your basket when you place an order. Clearing your browser&rsquo;s site data removes
            them.
          </p>
        </Section>

        <Section id="staff" title="Staff accounts">
          <p>
            Our staff sign in to manage the menu and the orders. For each staff account we keep the e-mail address, a
            securely hashed version of the password (never the password itself) and whether the person is an
            administrator, along with a record of their signed-in sessions. A session ends after 12 hours without use or
            7 days after signing in, and is then deleted. We also keep a record of what each member of staff changed
            (the menu, promotions, orders and refunds) and when they signed in, kept with the shop&rsquo;s business
            records so an owner can see what happened to an order.
          </p>
          <p>
            To slow down anyone guessing passwords, a failed sign-in is counted under the e-mail address that was typed
            and the network address it came from. These counts are deleted an hour after the last failure.
          </p>
        </Section>

        <CookiesSection />

        <Section id="sharing" title="Who else sees your information">
          <p>
            We share only what each service needs to do its job for us: our payment provider (to take your payment), the
            service that delivers our e-mails (to send your receipt and order updates) and the company that hosts our
            website and database. We never sell your information or share it for marketing.
          </p>
        </Section>

        <Section id="keeping" title="How long we keep it">
          <p>
            Orders are kept for as long as UK tax law requires us to keep our business records, normally six years. If
            you ask us to erase your data before then, we remove your name and e-mail address from your orders straight
            away and keep only the anonymous financial record (the items, amounts and dates) that our accounts must
            contain.
          </p>
          <p>
            If you start a checkout but do not pay, the attempt is kept with your name and e-mail address for 7 days, so
            that a payment that arrives late can still be matched to it; after that we remove your name and e-mail
            address from it. Our copies of the e-mails we send you (receipts and order updates) are deleted 30 days
            after they were sent.
          </p>
          <p>
            Your stamp card (how many stamps your e-mail address holds) is kept while you order: it is deleted when no
            order has been paid with your address for a year, or at once when you ask us to erase your data.
          </p>
          <p>
            When you ask for a code on the Request my data page, we keep the address, when you asked, a scrambled
            (hashed) form of your network address and the code in a form that cannot be read back, so that codes cannot
            be requested or guessed without limit. A code expires after ten minutes, and our copy of the e-mail that
            carried it is deleted within twenty minutes after that; the records are deleted after 24 hours. If you erase
            your data, the address in them is replaced at once by a marker that cannot be turned back into it.
          </p>
          <p>
            To keep the shop secure, our server&rsquo;s logs note the network address of each request. They hold no
            names, e-mail addresses, card details or passwords, and are used for nothing else.
          </p>
        </Section>

        <RightsSection />

        <Section id="changes" title="Changes to this policy">
          <p>
            If we change what we collect or how we use it, we will update this page before the change takes effect. This
            policy was last updated in November 2026.
          </p>
        </Section>
      </article>
    </>
  );
}

export default PrivacyPolicyPage;
