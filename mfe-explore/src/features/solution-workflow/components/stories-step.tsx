import { useEffect, useId, useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { styled } from 'styled-components';
import { emptyMarketingMaterial, emptyReference, type SolutionForm } from '../domain/solution-form';
import { marketingMaterialRules, referenceRules } from '../domain/solution-rules';
import { Fields, Fieldset, FormTextField, Hint, ListButton, Row } from './form-fields';
import { ImageField } from './image-field';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;

  h4 {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const EntryActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Focuses the first field of a newly added entry once it is rendered. */
function useFocusNewEntry(count: number) {
  const container = useRef<HTMLDivElement>(null);
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) container.current?.querySelector<HTMLElement>('fieldset:last-of-type input, fieldset:last-of-type textarea')?.focus();
    previous.current = count;
  }, [count]);
  return container;
}

function MarketingMaterials() {
  const { control, getValues } = useFormContext<SolutionForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'marketingMaterials' });
  const container = useFocusNewEntry(fields.length);
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h4 id={headingId}>Marketing stories</h4>
      <Hint>Short stories that show the solution at work, each with a headline.</Hint>
      <div ref={container}>
        <Fields>
          {fields.map((entry, index) => {
            const rule = (field: 'headline' | 'landingPageUrl') => (value: string) =>
              marketingMaterialRules({ ...getValues(`marketingMaterials.${index}`), [field]: value })[field];
            return (
              <Fieldset key={entry.id}>
                <legend>Story {index + 1}</legend>
                <FormTextField name={`marketingMaterials.${index}.headline`} label="Headline" rule={rule('headline')} />
                <FormTextField name={`marketingMaterials.${index}.bodyText`} label="Text" multiline />
                <FormTextField name={`marketingMaterials.${index}.landingPageUrl`} label="Landing page" type="url" rule={rule('landingPageUrl')} />
                <ImageField name={`marketingMaterials.${index}.imageUrl`} label={`Story ${index + 1} image`} />
                <EntryActions>
                  <ListButton type="button" onClick={() => remove(index)}>
                    Remove story {index + 1}
                  </ListButton>
                </EntryActions>
              </Fieldset>
            );
          })}
        </Fields>
      </div>
      <ListButton type="button" onClick={() => append({ ...emptyMarketingMaterial }, { shouldFocus: false })}>
        Add a story
      </ListButton>
    </Section>
  );
}

function References() {
  const { control, getValues } = useFormContext<SolutionForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'references' });
  const container = useFocusNewEntry(fields.length);
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h4 id={headingId}>References</h4>
      <Hint>People who use the solution, in their own words.</Hint>
      <div ref={container}>
        <Fields>
          {fields.map((entry, index) => {
            const rule = (field: 'name' | 'orgUrl') => (value: string) => referenceRules({ ...getValues(`references.${index}`), [field]: value })[field];
            return (
              <Fieldset key={entry.id}>
                <legend>Reference {index + 1}</legend>
                <Row>
                  <FormTextField name={`references.${index}.name`} label="Name" rule={rule('name')} />
                  <FormTextField name={`references.${index}.title`} label="Job title" />
                </Row>
                <Row>
                  <FormTextField name={`references.${index}.orgName`} label="Organization" />
                  <FormTextField name={`references.${index}.orgUrl`} label="Organization website" type="url" rule={rule('orgUrl')} />
                </Row>
                <FormTextField name={`references.${index}.quote`} label="Quote" multiline />
                <ImageField name={`references.${index}.imageUrl`} label={`Reference ${index + 1} photo`} />
                <EntryActions>
                  <ListButton type="button" onClick={() => remove(index)}>
                    Remove reference {index + 1}
                  </ListButton>
                </EntryActions>
              </Fieldset>
            );
          })}
        </Fields>
      </div>
      <ListButton type="button" onClick={() => append({ ...emptyReference }, { shouldFocus: false })}>
        Add a reference
      </ListButton>
    </Section>
  );
}

/** Step 4: marketing stories and references (SPEC 3 marketingMaterials, references). */
export function StoriesStep() {
  return (
    <Fields>
      <MarketingMaterials />
      <References />
    </Fields>
  );
}
