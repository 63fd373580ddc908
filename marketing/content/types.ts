// The shape of an information page's copy. Pages render it with marketing/pages/InfoPage.tsx.

interface InfoSection {
  heading: string;
  /** Plain text paragraphs; no HTML, no markdown. */
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  bullets?: string[];
}

export interface InfoPageContent {
  /** The page's <h1> and document title. */
  title: string;
  /** One or two sentences under the title. */
  intro: string;
  /** ISO date the text was last revised, shown on legal and rules pages. */
  updated?: string;
  sections: InfoSection[];
}
