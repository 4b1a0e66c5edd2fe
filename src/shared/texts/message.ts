/**
 * The two shapes a text with parts takes in the catalogue. Both are written as data in the
 * notation of ICU MessageFormat (what i18n libraries such as Lingui read), so each entry maps
 * one to one onto a message of another language's catalogue: `{name}` is a placeholder, `#` the
 * count of a plural form.
 */

/** The placeholders of a template: 'Inquery for {name}' → 'name'. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type Filled<T extends string> = ((
  values: Record<Placeholders<T>, string | number>,
) => string) & {
  /** The template itself, for a text whose parts are not all text (a name in bold). */
  template: string;
};

/**
 * A text with placeholders: `fill('Inquery for {name}')({ name: 'Villa' })`. The placeholders
 * are typed from the template, so a call cannot miss one.
 */
export function fill<const T extends string>(template: T): Filled<T> {
  const filled = (values: Record<string, string | number>) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  return Object.assign(filled, { template });
}

/** The template split at its placeholders: 'About {listing}.' → ['About ', 'listing', '.']. */
export function templateParts(template: string): string[] {
  return template.split(/\{(\w+)\}/);
}

/** The forms of a counted text by the language's plural category; `other` is always needed. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * A text that depends on a count, its form chosen by the language's plural rules:
 * `counted('en', { one: '# Bedroom', other: '# Bedrooms' })(2)` → '2 Bedrooms'. `#` stands for
 * the count as `shown` writes it (the count's digits unless given).
 */
export function counted(locale: string, forms: PluralForms) {
  const rules = new Intl.PluralRules(locale);
  return (count: number, shown: string = String(count)): string =>
    (forms[rules.select(count)] ?? forms.other).replaceAll('#', shown);
}
