// The service contacts every about, help and feedback page quotes (same values as the site footer's).
export const contact = {
  email: 'service@qiulive.com',
  business: 'bd@qiulive.com',
  anchorEmail: 'zhubo@qiulive.com',
  copyrightEmail: 'banquan@qiulive.com',
  hours: '每天 09:00-24:00',
  replyWithin: '1-3 个工作日',
} as const;
