import { Link } from '@x4i/shared/router';
import { ExternalLink } from '@x4i/shared';
import { CaseStudy } from './case-study';
import { Section } from './static-page';
import { SDG_INDICATORS_URL, staticPaths } from './static-paths';

export default function CaseStudySdgsPage() {
  return (
    <CaseStudy
      title="The SDGs as a Map for Social-Impact Work"
      lead={
        <>
          The 17 UN Sustainable Development Goals were written for governments, but their structure of goals,
          targets and indicators is just as useful to a nonprofit or a funder that wants to say precisely what its
          work changes. This study walks through that structure as published.
        </>
      }
      question="How are the SDGs organized, and how can that structure describe the aim of a program or a portfolio?"
      data={
        <>
          The UN’s goal, target and indicator wording, via the Open SDG project, and the official goal colours: 17
          goals, 169 targets and 252 indicator entries.
        </>
      }
      reproduce={
        <>
          <p>
            The UN Statistics Division publishes the{' '}
            <ExternalLink href={SDG_INDICATORS_URL}>global indicator list</ExternalLink> with every goal, target and
            indicator. Count the targets under each goal, and the indicators under each target, and you have the
            skeleton described here. Note that an indicator listed under two targets counts twice in a list of
            entries.
          </p>
        </>
      }
      limits={
        <ul>
          <li>
            The indicators measure countries, not organizations. A program can contribute to a target, but its own
            results need measures of their own, and should not be reported as if they moved a national indicator.
          </li>
          <li>
            The list used here has 252 entries, while the UN counts 231 unique indicators, 248 counting the ones that
            repeat. The list may include indicators that later revisions renamed or replaced, so check the current
            UN list when exact wording matters.
          </li>
          <li>Goals overlap: work on hunger often also serves health, and the framework does not rank goals.</li>
        </ul>
      }
    >
      <Section title="Goals, targets, indicators">
        <p>
          Each of the <strong>17 goals</strong> is a broad aim, such as Goal 1, “End poverty in all its forms
          everywhere”. Under the goals sit <strong>169 targets</strong>, numbered by goal: target 1.1 is about
          eradicating extreme poverty, and targets with a letter, such as 1.a, are about the means of getting there,
          such as funding and policy. Under the targets sit the <strong>indicators</strong>, numbered by target
          (1.1.1, for example, is the share of the population below the international poverty line), which are how
          progress is measured.
        </p>
      </Section>

      <Section title="Using the map">
        <p>
          The structure gives social-impact work a shared vocabulary. Naming a goal says which field a program works
          in; naming a target says what it is trying to change; looking at the indicators under that target shows
          how others measure the same change. A funder can read a portfolio the same way, by the goals and targets
          its grants address.
        </p>
        <p>
          The directory on this platform is organized the same way: tech solutions, social challenges, grants and
          articles are each filed under one or more of the 17 goals, with an overall view across all of them: see the{' '}
          <Link to={staticPaths.directory}>directory</Link>, and <Link to={staticPaths.aboutUs}>About Us</Link> for what else is open
          today.
        </p>
      </Section>

      <Section title="Putting local data beside global goals">
        <p>
          The SDG indicators are defined for countries. For work in the United States, state-level public data can
          stand in for several of them: poverty rates from the Census Bureau, food insecurity from the USDA, minimum
          wages from the Department of Labor, energy-related emissions from the Energy Information Administration.
          These datasets are listed on <Link to={staticPaths.ourData}>Our Data</Link>, and the{' '}
          <Link to={staticPaths.sdg}>SDG reports</Link> show them for each goal, for the country or one state.
        </p>
      </Section>
    </CaseStudy>
  );
}
