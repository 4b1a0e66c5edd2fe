/**
 * JSON for the inside of a `<script>` element: no `<` can close the element or open a comment,
 * whatever the data holds (a listing named `</script>…`, say). JSON.parse reads it unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
