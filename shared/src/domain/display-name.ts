/** SPEC 6: first plus last name, else the name, else 'profile'. */
export function displayName(user: { firstName?: string | null; lastName?: string | null; name?: string | null }): string {
  const full = [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  return full || user.name?.trim() || 'profile';
}
