import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/button';
import { TextField, textState } from '../../../../components/form-field';
import { SectionFrame } from '../../../../components/admin/admin-section';
import { useCardReaders, useRegisterReader } from '../api/card-readers';

/**
 * Card readers for the till (Stripe Terminal's smart readers: WisePOS E, S700): the readers registered at the shop's
 * Terminal location, and a form to pair one by the code it shows. With the sandbox there is nothing to register: the
 * till's Sandbox reader stands for the reader.
 */
export function CardReadersSection() {
  const readers = useCardReaders();
  const register = useRegisterReader();
  const codeId = useId();
  const labelId = useId();
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const data = readers.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(
      { registrationCode: code.trim(), label: label.trim() },
      {
        onSuccess: () => {
          setCode('');
          setLabel('');
        },
      },
    );
  };
  return (
    <SectionFrame id="admin-card-readers" title="Card readers" aside={null}>
      {readers.isError ? (
        <p role="alert" className="mt-3 text-berry-700">
          {readers.error.message}
        </p>
      ) : !data ? (
        <p className="mt-3 text-tea-700">Loading…</p>
      ) : data.provider === 'sandbox' ? (
        <p className="mt-3 text-tea-800">
          The sandbox has no readers to register: the till’s Sandbox reader takes the test cards.
        </p>
      ) : (
        <>
          {data.readers.length === 0 ? (
            <p className="mt-3 text-tea-800">No card reader is registered yet.</p>
          ) : (
            <ul aria-label="Registered readers" className="mt-3 grid gap-2 sm:grid-cols-2">
              {data.readers.map((reader) => (
                <li key={reader.id} className="rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
                  <p className="font-bold">{reader.label}</p>
                  <p className="text-sm text-tea-700">
                    {reader.deviceType} · {reader.status === 'online' ? 'Online' : 'Offline'} · {reader.id}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <TextField id={codeId} label="Registration code" autoComplete="off" {...textState(code, setCode)} />
            <TextField id={labelId} label="Reader name" autoComplete="off" {...textState(label, setLabel)} />
            <Button type="submit" disabled={register.isPending || !code.trim() || !label.trim()}>
              Register reader
            </Button>
          </form>
          {register.error ? (
            <p role="alert" className="mt-2 text-berry-700">
              {register.error.message}
            </p>
          ) : null}
        </>
      )}
    </SectionFrame>
  );
}
