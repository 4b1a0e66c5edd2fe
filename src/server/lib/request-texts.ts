import type { Catalogue } from '../../shared/texts/catalogue';
import { catalogues } from '../../shared/texts/catalogues';
import { acceptedLanguage, type HeaderSource } from './request-language';

/**
 * The catalogue a request is answered from: its Accept-Language's (the Hindi pages send "hi"
 * with every request), English otherwise. Takes anything with headers: a Fastify request, a
 * Fetch Request (tus's hooks), better-auth's context.
 */
export function textsOf(request: { headers?: HeaderSource } | null | undefined): Catalogue {
  return catalogues[acceptedLanguage(request?.headers)];
}
