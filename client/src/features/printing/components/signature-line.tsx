/** Where the paper is signed: a line, and who signs under it. */
export function SignatureLine({ name, role }: { name: string; role: string }) {
  return (
    <div className="mx-auto mt-10 w-full max-w-72 text-center break-inside-avoid">
      <div className="border-t border-neutral-900 pt-1">
        <p className="font-medium">{name}</p>
        <p className="text-xs text-neutral-600">{role}</p>
      </div>
    </div>
  );
}
