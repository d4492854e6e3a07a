export { SAMPLE_PLAN, type SamplePlan, type SampleStop } from '@contract/sample-plan';
