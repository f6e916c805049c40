/** The header the web app sends its IANA time zone in (a `tz` query parameter works too). */
export const TIME_ZONE_HEADER = 'x-time-zone';
