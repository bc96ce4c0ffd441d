import { useParams } from 'react-router';
import type { PageProps } from '../../shared/page';
import AssistantsPage from './assistants-page';
import GraphRoutePage from './graph-page';
import ReportPage from './report-page';

/**
 * The report feature's screens behind one route, `/pages/report/<screen>` (`reportPaths`), so the
 * app's route table, which every first load carries, holds one entry for them. An unknown screen is
 * the report itself.
 */
const SCREENS = {
  index: ReportPage,
  assistant: ReportPage,
  assistants: AssistantsPage,
  graph: GraphRoutePage,
};

export default function ReportScreens(props: PageProps) {
  const { screen } = useParams();
  const Screen = SCREENS[screen as keyof typeof SCREENS] ?? ReportPage;
  return <Screen {...props} />;
}
