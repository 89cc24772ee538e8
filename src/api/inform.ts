// Typed calls of the inform module (community, feedback, adverts).
import type { CallInput } from '../../contract/call';
import { feedbackAdd } from '../../contract/calls/inform';
import { request } from './request';

export const addFeedback = (input: CallInput<typeof feedbackAdd>) => request(feedbackAdd, input);
