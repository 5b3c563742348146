/**
 * A timestamp column read as ISO 8601 text in UTC with milliseconds: both engines' drivers then return the same
 * string, whatever their own date parsing.
 */
export const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
