/** The one route table: links and redirects read paths from here (hash routes, spec section 2). */
export const paths = {
  home: { path: '/', getHref: () => '#/' },
} as const;
