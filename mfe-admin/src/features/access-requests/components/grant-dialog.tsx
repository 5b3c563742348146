import { Button, FieldError, Spinner, useSnackbar } from '@x4i/shared';
import { useOrganizationList } from '../../organizations/hooks/organizations';
import { grantAccessRequest } from '../hooks/roles';
import { ADMIN_PATHS, type AccessRequest, type OrganizationSummary } from '@x4i/shared/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { Dialog, DialogActions } from '@x4i/shared';
import { RuleFields } from '../../kit/components/rule-fields';
import { SelectField } from '@x4i/shared';
import { toRuleInput, withRuleType, type RuleFormErrors, type RuleFormValues } from '../../kit/domain/rule-form-values';
import { ACCESS_REQUEST_FAILED_MESSAGE, accessGrantedMessage } from '../domain/access-request-messages';
import { grantDefaults, requesterName } from '../domain/grant-defaults';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface GrantFormProps {
  request: AccessRequest;
  organizations: readonly OrganizationSummary[];
  onClose(): void;
  onChanged(): void;
}

function GrantForm({ request, organizations, onClose, onChanged }: GrantFormProps) {
  const snackbar = useSnackbar();
  const defaults = grantDefaults(request, organizations);
  const [orgId, setOrgId] = useState(defaults.orgId);
  const [values, setValues] = useState<RuleFormValues>(defaults.values);
  const [errors, setErrors] = useState<RuleFormErrors & { orgId?: string }>({});
  const [busy, setBusy] = useState(false);
  const orgErrorId = useId();
  const valueRef = useRef<HTMLInputElement>(null);
  const organizationRef = useRef<HTMLSelectElement>(null);

  // The form may arrive after the dialog opened (once the organisations are loaded): focus its first field.
  useEffect(() => organizationRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = toRuleInput(orgId, values);
    const orgError = orgId ? undefined : 'Choose the organization.';
    setErrors({ ...(checked.errors ?? {}), orgId: orgError });
    if (!checked.input || orgError) return;
    setBusy(true);
    const result = await grantAccessRequest(request.id, checked.input);
    setBusy(false);
    if (result.error) {
      snackbar.show(ACCESS_REQUEST_FAILED_MESSAGE, { variant: 'error' });
      return;
    }
    const { roleRule, organization } = result.data;
    snackbar.show(accessGrantedMessage(roleRule.value, checked.input.roles, organization.name));
    onChanged();
    onClose();
  };

  const named = organizations.some((organization) => organization.id === defaults.orgId);
  return (
    <form onSubmit={submit} noValidate>
      <Fields>
        <div>
          <SelectField
            ref={organizationRef}
            label="Organization"
            value={orgId}
            onChange={(event) => setOrgId(event.target.value)}
            aria-invalid={errors.orgId ? true : undefined}
            aria-describedby={errors.orgId ? orgErrorId : undefined}
          >
            <option value="">Choose an organization</option>
            {organizations.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {organization.name}
              </option>
            ))}
          </SelectField>
          {errors.orgId && <FieldError id={orgErrorId}>{errors.orgId}</FieldError>}
          {!named && (
            <Hint>
              No organization is named “{request.orgName}”. Choose one, or <Link to={ADMIN_PATHS.organizations}>add it on the organizations page</Link> first.
            </Hint>
          )}
        </div>
        <RuleFields
          values={values}
          errors={errors}
          onChange={setValues}
          onTypeChange={(type) => setValues((current) => withRuleType(current, type, request.requester.email))}
          valueRef={valueRef}
        />
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
