// Staff edit an event with the public form's sections and rules; a start already in the past may stay
// as it was (an event that had no date may stay 'to be announced'). The server checks the same.
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { EventRequestView } from '@shared/schemas/admin-requests';
import { eventSchemaFor, type EventData, type EventInput } from '@shared/schemas/event';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { ContactFields, EventInfoFields, eventFieldOf, eventFormValues, MediaFields } from '@web/features/events';
import { useUpdateEvent } from '../api/events';
import { SubmitButton } from '@web/components/forms/submit-button';
import { showServerFieldErrors } from '@web/lib/server-field-errors';

export function EventEditDialog({ event, onClose }: { event: EventRequestView | null; onClose: () => void }) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Edit Event</DialogTitle>
          <DialogDescription>The same fields and rules as the public form. Saved changes show on the event&apos;s page at once.</DialogDescription>
        </DialogHeader>
        {event && <EventEditForm key={event.id} event={event} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EventEditForm({ event, onDone }: { event: EventRequestView; onDone: () => void }) {
  const mutation = useUpdateEvent();
  const startsAt = event.schedule?.startsAt ?? null;
  const resolver = useMemo(() => zodResolver(eventSchemaFor({ keepStartsAt: startsAt === null ? null : new Date(startsAt) })), [startsAt]);
  const form = useForm<EventInput, unknown, EventData>({ resolver, defaultValues: eventFormValues(event) });
  const [uploading, setUploading] = useState({ photos: false, logo: false });

  const onValid = (values: EventData) =>
    mutation.mutate(
      { id: event.id, values },
      {
        onSuccess: (saved) => {
          toast.success('Event updated', { description: `${saved.eventName} was saved.` });
          onDone();
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, eventFieldOf);
          toast.error('Error', { description: isApiError(error) ? error.message : 'Failed to update event' });
        },
      },
    );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-5">
        <EventInfoFields />
        <ContactFields />
        <MediaFields onBusyChange={(field, busy) => setUploading((current) => ({ ...current, [field]: busy }))} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={mutation.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={mutation.isPending} busyText="Saving..." icon={Save} disabled={uploading.photos || uploading.logo}>
            Save Changes
          </SubmitButton>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
