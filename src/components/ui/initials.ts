/** Initials of first and last name, or 'U' when either is missing (spec section 2, Avatar). */
export function initialsOf(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const first = firstName?.trim();
  const last = lastName?.trim();
  if (!first || !last) return 'U';
  return `${first[0]}${last[0]}`.toUpperCase();
}
