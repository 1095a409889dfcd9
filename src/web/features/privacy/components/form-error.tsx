/** A message from the server or the form, announced when it appears. */
export function FormError({ id, children }: { id?: string; children: string }) {
  return (
    <p id={id} role="alert" className="mt-2 flex items-start gap-2 font-medium text-berry-700">
      {children}
    </p>
  );
}
