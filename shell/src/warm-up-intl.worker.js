// Makes one of each Intl formatter the pages use, then ends. The first formatter a page makes loads the engine's
// locale data for the whole browser process (20 to 45 ms on a desktop core, four times that on a phone); made here,
// on a thread of its own, the page's first render finds the data loaded. The locale is shared/domain's (en-US).
// A plain script, copied as it is: a worker is its own global scope, without the page's module runtime.
const LOCALE = 'en-US';
new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }).format(1234.5);
new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 }).format(1234567);
new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(1234);
new Intl.NumberFormat(LOCALE, { style: 'percent' }).format(0.5);
new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
new Intl.ListFormat(LOCALE).format(['a', 'b']);
new Intl.PluralRules(LOCALE).select(2);
new Intl.Collator(LOCALE).compare('a', 'b');
close();
