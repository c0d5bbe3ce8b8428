// What other features may use of events: the columns an event form fills, the views of a row, the
// schedule read from a form.
export { eventValues, eventWithContact, scheduleColumns, scheduleOf, scheduleOfInput, toPublicEvent, type EventRow } from './event-view';
