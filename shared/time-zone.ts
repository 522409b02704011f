/**
 * Whether a string names an IANA time zone this runtime knows ("Europe/London", "UTC"). Checked by
 * shape first, so a cookie or a query parameter of any length never reaches ICU as it came.
 */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
