import { Controller, useFormContext } from 'react-hook-form';
import { styled } from 'styled-components';
import { UN_SDG_GOALS } from '@x4i/shared/domain';
import type { SolutionForm } from '../domain/solution-form';
import { SOLUTION_FIELD_RULES } from '../domain/solution-rules';
import { CheckboxGroup, Fields, Fieldset, FormTextField, Row, toValidate } from './form-fields';

const GOAL_OPTIONS = UN_SDG_GOALS.map((goal) => ({ value: goal.value, label: `${goal.position}. ${goal.label}` }));

const Radio = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  margin-right: 24px;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.secondary};
  }
`;

/** Step 1: what the solution is, where it lives on the web, which goals it serves. */
export function BasicsStep() {
  const { register } = useFormContext<SolutionForm>();
  return (
    <Fields>
      <Row>
        <FormTextField name="title" label="Solution name" required rule={SOLUTION_FIELD_RULES.title} />
        <FormTextField name="url" label="Solution website" required type="url" hint="For example https://example.org" rule={SOLUTION_FIELD_RULES.url} />
      </Row>
      <Fieldset>
        <legend>Solution type</legend>
        <div>
          <Radio>
            <input type="radio" value="TECHNOLOGY" {...register('solutionType')} /> Technology
          </Radio>
          <Radio>
            <input type="radio" value="SERVICE" {...register('solutionType')} /> Service
          </Radio>
        </div>
      </Fieldset>
      <Controller<SolutionForm, 'category'>
        name="category"
        rules={{ validate: toValidate(SOLUTION_FIELD_RULES.category) }}
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Goals (required)"
            hint="The UN Sustainable Development Goals the solution works toward: choose at least one."
            options={GOAL_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            columns={2}
          />
        )}
      />
      <FormTextField name="summary" label="Summary" required multiline hint="What the solution does and for whom, in a few sentences." rule={SOLUTION_FIELD_RULES.summary} />
    </Fields>
  );
}
