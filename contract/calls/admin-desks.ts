// Every call of the operator console, desk by desk: the server, the authorisation matrix and the docs read this list.
import { type AdminCall, adminCalls } from './admin';
import { advertsAdminCalls } from './admin-adverts';
import { catalogueAdminCalls } from './admin-catalogue';
import { contentAdminCalls } from './admin-content';
import { moderationAdminCalls } from './admin-moderation';
import { newsAdminCalls } from './admin-news';
import { reviewAdminCalls } from './admin-review';
import { roomAdminCalls } from './admin-rooms';

export const allAdminCalls: AdminCall[] = [
  ...adminCalls,
  ...reviewAdminCalls,
  ...moderationAdminCalls,
  ...roomAdminCalls,
  ...catalogueAdminCalls,
  ...advertsAdminCalls,
  ...contentAdminCalls,
  ...newsAdminCalls,
];
