const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive in URLs; anything that is not a UUID cannot name a row (and must not reach a uuid column). */
export const isUuid = (value: string) => UUID.test(value);
