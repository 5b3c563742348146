/**
 * Intl formatters in US English (the server and browsers must agree), made on first use and kept by their options.
 * Why: a formatter is costly to make. The first NumberFormat a page makes loads the engine's number data (tens of
 * milliseconds on a phone), and each further one costs about as much as formatting a hundred numbers; made at a
 * module's top level they all block the page's start, made per call they slow every table.
 */

const LOCALE = 'en-US';

function keptBy<Options, Format>(make: (options: Options) => Format): (options?: Options) => Format {
  const kept = new Map<string, Format>();
  return (options = {} as Options) => {
    const key = JSON.stringify(options);
    let format = kept.get(key);
    if (!format) {
      format = make(options);
      kept.set(key, format);
    }
    return format;
  };
}

export const numberFormat = keptBy((options: Intl.NumberFormatOptions) => new Intl.NumberFormat(LOCALE, options));
export const dateTimeFormat = keptBy((options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE, options));
export const listFormat = keptBy((options: Intl.ListFormatOptions) => new Intl.ListFormat(LOCALE, options));
