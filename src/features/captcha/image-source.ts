// The captcha's images as <img> sources.

/** An image field as an <img> source: AJ-Captcha sends bare Base64, tolerate a data URL too. */
export const imageSource = (base64: string) =>
  base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
