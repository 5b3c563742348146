import { Button, TextField, useSnackbar } from '@x4i/shared';
import { createOrganization, updateOrganization } from '../hooks/organizations';
import { normalizeOrganizationName, ORGANIZATION_SUBSCRIPTIONS, organizationNameError, SUBSCRIPTION_LABELS, subscriptionsFromFlags, type OrganizationSubscription } from '@x4i/shared/domain';
import { type ManagedOrganization } from '@x4i/shared/contracts';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Checkbox } from '../../kit/components/checkbox';
import { Dialog, DialogActions } from '@x4i/shared';
import {
  ORGANIZATION_REQUEST_FAILED_MESSAGE,
  organizationAddedMessage,
  organizationNotAddedMessage,
  organizationUpdatedMessage,
} from '../domain/organization-messages';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 600;
  }
`;

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
  const [name, setName] = useState(organization?.name ?? '');
  const [subscriptions, setSubscriptions] = useState<OrganizationSubscription[]>(organization ? subscriptionsFromFlags(organization.subscriptions) : []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (subscription: OrganizationSubscription, checked: boolean) =>
    setSubscriptions((current) => ORGANIZATION_SUBSCRIPTIONS.filter((one) => (one === subscription ? checked : current.includes(one))));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const nameError = organizationNameError(name);
    setError(nameError);
    if (nameError) return;
    const trimmed = normalizeOrganizationName(name);
    setBusy(true);
    const result =
      action === 'ADD'
        ? await createOrganization({ name: trimmed })
        : await updateOrganization({ id: organization.id, name: trimmed, subscriptions });
    setBusy(false);
    if (result.error) {
      snackbar.show(action === 'ADD' ? organizationNotAddedMessage(trimmed) : ORGANIZATION_REQUEST_FAILED_MESSAGE, { variant: 'error' });
      return;
    }
    snackbar.show(action === 'ADD' ? organizationAddedMessage(result.data.name) : organizationUpdatedMessage(result.data.name));
    onChanged();
    onClose();
  };

  return (
    <Dialog title={action === 'ADD' ? 'Add an organization' : `Edit ${organization.name}`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Fields>
          <TextField
            label="Organization name"
            placeholder="Organization Name"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error ?? undefined}
          />
          {action === 'EDIT' && (
            <Fieldset>
              <legend>Subscriptions</legend>
              {ORGANIZATION_SUBSCRIPTIONS.map((subscription) => (
                <Checkbox
                  key={subscription}
                  label={SUBSCRIPTION_LABELS[subscription]}
                  checked={subscriptions.includes(subscription)}
                  onChange={(event) => toggle(subscription, event.target.checked)}
                />
              ))}
            </Fieldset>
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
