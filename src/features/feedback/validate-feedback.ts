// Checks a feedback form before it is sent, with the same bounds as the contract (contract/calls/inform.ts).
export const CONTENT_MIN = 5;
export const CONTENT_MAX = 500;
export const CONTACT_MAX = 50;

export interface FeedbackForm {
  content: string;
  contact: string;
  type: 1 | 2 | 3 | 4;
}

/** The message to show, or null when the form may be sent. */
export function feedbackError({ content, contact }: FeedbackForm): string | null {
  const length = content.trim().length;
  if (length < CONTENT_MIN) return `请输入至少 ${CONTENT_MIN} 个字的反馈内容`;
  if (length > CONTENT_MAX) return `反馈内容最多 ${CONTENT_MAX} 个字`;
  if (contact.trim().length > CONTACT_MAX) return `联系方式最多 ${CONTACT_MAX} 个字`;
  return null;
}
