const UNIQUE_VIOLATION = '23505';

/** True for a unique-constraint violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
