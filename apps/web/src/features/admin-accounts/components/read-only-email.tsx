/** The sign-in email of an account being edited: shown, not editable (decision 012). */
export function ReadOnlyEmail({ email }: { email: string }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-neutral-800">Email</p>
      <p className="flex h-10 items-center truncate rounded-control border border-dashed border-neutral-300 bg-neutral-50 px-3 text-sm text-neutral-800">
        {email}
      </p>
    </div>
  );
}
