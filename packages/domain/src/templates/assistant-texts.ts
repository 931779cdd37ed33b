/**
 * Fixed texts of the writing assistant screens, verbatim from the spec.
 */

export const FORM_HEADING = 'Please provide the following information:';
export const OPTIONAL_LABEL = '(optional)';
export const ADVANCED_OPTIONS_LABEL = 'Advanced options';
export const CREATE_LABEL = 'Create';
export const RESULT_TITLE = 'Result';
export const GENERATING_TEXT = 'Generating content...';
export const TRY_AGAIN_LABEL = 'Try Again';
export const VIEW_ALL_TEMPLATES_LABEL = 'View All Templates';
export const POPULAR_TEMPLATES_TITLE = 'Popular Templates';
export const SEARCH_TEMPLATES_PLACEHOLDER = 'Search templates...';
export const HISTORY_TITLE = 'AI Assistant History';
export const COPY_SUCCESS_TEXT = 'Copied to clipboard!';
export const COPY_FAILURE_TEXT = 'Failed to copy to clipboard';

/** Heading of the search results: 'Search Results for "rent"'. */
export function searchResultsTitle(query: string): string {
  return `Search Results for "${query}"`;
}
