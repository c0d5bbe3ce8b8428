// What other features use of events: the event form's sections and its values for an event being edited.
export { ContactFields } from './components/contact-fields';
export { EventInfoFields } from './components/event-info-fields';
export { MediaFields } from './components/media-fields';
export { eventFieldOf, eventFormValues, type EditableEvent } from './lib/event-values';
