import { SOLUTION_FIELD_RULES } from '../domain/solution-rules';
import { Fields, FormTextField, Row } from './form-fields';
import { ImageField } from './image-field';

/** Step 2: the organization behind the solution. */
export function OrganizationStep() {
  return (
    <Fields>
      <FormTextField name="organization" label="Organization name" required autoComplete="organization" rule={SOLUTION_FIELD_RULES.organization} />
      <Row>
        <FormTextField name="organizationUrl" label="Organization website" type="url" rule={SOLUTION_FIELD_RULES.organizationUrl} />
        <FormTextField name="organizationEmail" label="Organization e-mail" type="email" rule={SOLUTION_FIELD_RULES.organizationEmail} />
      </Row>
      <FormTextField name="organizationEin" label="Organization EIN" hint="9 digits, for example 12-3456789." rule={SOLUTION_FIELD_RULES.organizationEin} />
      <ImageField name="logo" label="Logo" />
    </Fields>
  );
}
