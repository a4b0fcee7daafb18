import {translate} from '@docusaurus/Translate';

/** The search box's texts (the spec's), translatable with the site's other texts. */
export const searchTexts = {
  placeholder: () => translate({id: 'folio.search.placeholder', message: 'Search...'}),
  noResults: () => translate({id: 'folio.search.noResults', message: 'No results found.'}),
  clear: () => translate({id: 'folio.search.clear', message: 'Clear'}),
  cancel: () => translate({id: 'folio.search.cancel', message: 'Cancel'}),
  submit: () => translate({id: 'folio.search.submit', message: 'Submit'}),
};
