/**
 * The public chat address of a unit, for online listings: the widget's /chat page on this
 * origin with the property and unit (the prospect and resident specification, /chat query).
 */
export function chatLink(origin: string, propertyId: string, unitId: string): string {
  const url = new URL('/chat', origin);
  url.searchParams.set('propertyId', propertyId);
  url.searchParams.set('unitId', unitId);
  return url.toString();
}
