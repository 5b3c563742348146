import { Button, TextField, useSnackbar } from '@x4i/shared';
import { createOrganization, updateOrganization } from '../hooks/organizations';
import { normalizeOrganizationName, ORGANIZATION_SUBSCRIPTIONS, organizationNameError, SUBSCRIPTION_LABELS, subscriptionsFromFlags, type OrganizationSubscription } from '@x4i/shared/domain';
import { type ManagedOrganization } from '@x4i/shared/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Checkbox } from '../../kit/components/checkbox';
import { Dialog, DialogActions } from '@x4i/shared';
import {
  ORGANIZATION_REQUEST_FAILED_MESSAGE,
  organizationAddedMessage,
  organizationNotAddedMessage,
  organizationUpdatedMessage,
} from '../domain/organization-messages';
import { Fields, Fieldset } from '../../kit/components/form-layout';

const NAME_RULES = { validate: (name: string) => organizationNameError(name) ?? true };

/** The subscriptions with one turned on or off, in their usual order. */
function toggled(subscriptions: readonly OrganizationSubscription[], subscription: OrganizationSubscription, checked: boolean): OrganizationSubscription[] {
  return ORGANIZATION_SUBSCRIPTIONS.filter((one) => (one === subscription ? checked : subscriptions.includes(one)));
}

export type OrganizationDialogProps =
  | { action: 'ADD'; organization?: undefined; onClose(): void; onChanged(): void }
  | { action: 'EDIT'; organization: ManagedOrganization; onClose(): void; onChanged(): void };

/**
 * SPEC 4 'Admin organisation dialog', ADD (placeholder 'Organization Name', button 'Add') and EDIT (prefilled,
 * subscriptions, button 'Save'). The messages of SPEC 8 go to the shell's snackbar; after a success the dialog
 * closes and the list reloads; after a failure it stays open so the name can be corrected.
 */
export function OrganizationDialog({ action, organization, onClose, onChanged }: OrganizationDialogProps) {
  const snackbar = useSnackbar();
  const { register, control, handleSubmit, formState } = useForm({
    defaultValues: { name: organization?.name ?? '', subscriptions: organization ? subscriptionsFromFlags(organization.subscriptions) : [] },
    // The message shows from a submit to the next one, and focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async ({ name, subscriptions }) => {
    const trimmed = normalizeOrganizationName(name);
    const result =
      action === 'ADD'
        ? await createOrganization({ name: trimmed })
        : await updateOrganization({ id: organization.id, name: trimmed, subscriptions });
    if (result.error) {
      snackbar.show(action === 'ADD' ? organizationNotAddedMessage(trimmed) : ORGANIZATION_REQUEST_FAILED_MESSAGE, { variant: 'error' });
      return;
    }
    snackbar.show(action === 'ADD' ? organizationAddedMessage(result.data.name) : organizationUpdatedMessage(result.data.name));
    onChanged();
    onClose();
  });

  return (
    <Dialog title={action === 'ADD' ? 'Add an organization' : `Edit ${organization.name}`} onClose={onClose}>
      <form onSubmit={(event) => (busy ? event.preventDefault() : void submit(event))} noValidate>
        <Fields>
          <TextField
            label="Organization name"
            placeholder="Organization Name"
            autoComplete="off"
            {...register('name', NAME_RULES)}
            error={formState.errors.name?.message}
          />
          {action === 'EDIT' && (
            <Controller
              control={control}
              name="subscriptions"
              render={({ field }) => (
                <Fieldset>
                  <legend>Subscriptions</legend>
                  {ORGANIZATION_SUBSCRIPTIONS.map((subscription) => (
                    <Checkbox
                      key={subscription}
                      label={SUBSCRIPTION_LABELS[subscription]}
                      checked={field.value.includes(subscription)}
                      onChange={(event) => field.onChange(toggled(field.value, subscription, event.target.checked))}
                    />
                  ))}
                </Fieldset>
              )}
            />
          )}
        </Fields>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {action === 'ADD' ? 'Add' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
