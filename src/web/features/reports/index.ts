// What other features may use of the reports feature: the links that open the report dialogs, the dialogs
// themselves (their code loads when opened), and what a page handle needs to render them open.
export { ReportProblemLink, ReportReviewLink } from './components/report-openers';
export { prepareReportDialogs, REPORT_DIALOG_OPENS, REPORT_DIALOG_QUERY, ReportDialogs } from './components/report-dialogs';
