// The shape of the site's legal and rule documents, so each text lives in a data file and renders alike.

/** A clause; `**text**` inside marks the words Chinese agreements print in bold (rights waived, fees, bans). */
export type DocClause = string | { text: string; items: string[] };

export interface DocChapter {
  title: string;
  clauses: DocClause[];
}

export interface LegalDocument {
  title: string;
  /** Display dates, already in Chinese (`2026年10月15日`). */
  updated: string;
  effective: string;
  /** Paragraphs before chapter one: who the parties are and what to read carefully. */
  preface: string[];
  chapters: DocChapter[];
}
