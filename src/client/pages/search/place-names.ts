/**
 * A place the URL names by its English label ("Koramangala, Bengaluru": what a search takes, one
 * URL for the pages of both languages) and the label this page shows for it ("कोरमंगला, बेंगलुरु"
 * on a Hindi page, where the place has a Hindi name).
 */
export interface PlaceName {
  q: string;
  label: string;
}

type Names = readonly (PlaceName | undefined)[];

/** What the page shows for the URL's place text `q`: the label of the one of `names` for it. */
export function shownPlace(q: string, names: Names): string {
  return names.find((name) => name?.q === q)?.label ?? q;
}

/** The URL's place text for what the box shows: a label back to the English it stands for. */
export function placeOfShown(text: string, names: Names): string {
  return names.find((name) => name?.label === text)?.q ?? text;
}
