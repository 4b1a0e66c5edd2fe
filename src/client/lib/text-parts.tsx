import { Fragment, type ReactNode } from 'react';
import { templateParts, type Filled, type Placeholders } from '../../shared/texts/message';

/**
 * A catalogue text whose placeholders are elements, not text (a name in bold): the words stay
 * in the catalogue, in the order the language puts them.
 */
export function textParts<T extends string>(
  message: Filled<T>,
  parts: Record<Placeholders<T>, ReactNode>,
): ReactNode {
  // Split at its placeholders, the template alternates text and placeholder names; empty text
  // at either end is left out, so the markup is the same as written by hand.
  return templateParts(message.template).map((piece, index) =>
    index % 2 === 0 ? (
      piece ? (
        <Fragment key={index}>{piece}</Fragment>
      ) : null
    ) : (
      <Fragment key={index}>{parts[piece as Placeholders<T>]}</Fragment>
    ),
  );
}
