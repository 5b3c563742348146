import { Button, FieldError, Spinner, useSnackbar } from '@x4i/shared';
import { useOrganizationList } from '../../organizations/hooks/organizations';
import { grantAccessRequest } from '../hooks/roles';
import { ADMIN_PATHS, type AccessRequest, type OrganizationSummary } from '@x4i/shared/contracts';
import { useEffect, useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { Dialog, DialogActions } from '@x4i/shared';
import { RuleFields } from '../../kit/components/rule-fields';
import { SelectField } from '@x4i/shared';
import { toRuleInput, type RuleFormValues } from '../../kit/domain/rule-form-values';
import { ACCESS_REQUEST_FAILED_MESSAGE, accessGrantedMessage } from '../domain/access-request-messages';
import { grantDefaults, requesterName } from '../domain/grant-defaults';
import { Fields } from '../../kit/components/form-layout';

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type GrantFormValues = RuleFormValues & { orgId: string };

const ORGANIZATION_RULES = { validate: (orgId: string) => orgId !== '' || 'Choose the organization.' };

interface GrantFormProps {
  request: AccessRequest;
  organizations: readonly OrganizationSummary[];
  onClose(): void;
  onChanged(): void;
}

function GrantForm({ request, organizations, onClose, onChanged }: GrantFormProps) {
  const snackbar = useSnackbar();
  const defaults = grantDefaults(request, organizations);
  const form = useForm<GrantFormValues>({
    defaultValues: { orgId: defaults.orgId, ...defaults.values },
    // The messages show from a submit to the next one, and focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { register, handleSubmit, setFocus, formState } = form;
  const busy = formState.isSubmitting;
  const orgError = formState.errors.orgId?.message;
  const orgErrorId = useId();

  // The form may arrive after the dialog opened (once the organisations are loaded): focus its first field.
  useEffect(() => setFocus('orgId'), [setFocus]);

  const submit = handleSubmit(async ({ orgId, ...values }) => {
    const checked = toRuleInput(orgId, values);
    if (!checked.input) return;
    const result = await grantAccessRequest(request.id, checked.input);
    if (result.error) {
      snackbar.show(ACCESS_REQUEST_FAILED_MESSAGE, { variant: 'error' });
      return;
    }
    const { roleRule, organization } = result.data;
    snackbar.show(accessGrantedMessage(roleRule.value, checked.input.roles, organization.name));
    onChanged();
    onClose();
  });

  const named = organizations.some((organization) => organization.id === defaults.orgId);
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => (busy ? event.preventDefault() : void submit(event))} noValidate>
        <Fields>
          <div>
            <SelectField
              label="Organization"
              {...register('orgId', ORGANIZATION_RULES)}
              aria-invalid={orgError ? true : undefined}
              aria-describedby={orgError ? orgErrorId : undefined}
            >
              <option value="">Choose an organization</option>
              {organizations.map((organization) => (
                <option key={organization.id} value={organization.id}>
                  {organization.name}
                </option>
              ))}
            </SelectField>
            {orgError && <FieldError id={orgErrorId}>{orgError}</FieldError>}
            {!named && (
              <Hint>
                No organization is named “{request.orgName}”. Choose one, or <Link to={ADMIN_PATHS.organizations}>add it on the organizations page</Link> first.
              </Hint>
            )}
          </div>
          <RuleFields email={request.requester.email} />
        </Fields>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Grant
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}

export interface GrantDialogProps {
  request: AccessRequest;
  onClose(): void;
  onChanged(): void;
}

/** Granting a request creates the matching role rule (or adds the roles to it) and marks the request granted. */
export function GrantDialog({ request, onClose, onChanged }: GrantDialogProps) {
  const { data, error } = useOrganizationList();
  return (
    <Dialog title={`Grant access to ${requesterName(request)}`} onClose={onClose}>
      {data ? (
        <GrantForm request={request} organizations={data.organizations} onClose={onClose} onChanged={onChanged} />
      ) : error ? (
        <p role="alert">The organizations could not be loaded. Please try again.</p>
      ) : (
        <Spinner label="Loading the organizations" />
      )}
    </Dialog>
  );
}
