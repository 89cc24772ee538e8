// The inform module's public face: users' feedback.
// Routes and other modules import from here, not from the files behind it.
export { addFeedback } from './feedback';
