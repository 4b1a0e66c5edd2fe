/** The labels of the request metrics' series: method, route pattern and status code. */
export interface RequestLabels {
  method: string;
  route: string;
  status_code: string;
}

/** The labels of one method and route pattern for a status code. */
export type StatusLabels = (status: number) => RequestLabels;

/**
 * Label objects made once per series and handed out again, so that counting an answer allocates
 * nothing. The series are bounded as the metrics' are: route patterns (never URLs), the HTTP
 * methods Node parses, and status codes.
 */
export function seriesLabels(): (method: string, route: string) => StatusLabels {
  const routes = new Map<string, Map<string, StatusLabels>>();
  return (method, route) => {
    let methods = routes.get(route);
    if (!methods) routes.set(route, (methods = new Map()));
    let labelsFor = methods.get(method);
    if (!labelsFor) methods.set(method, (labelsFor = statusLabels(method, route)));
    return labelsFor;
  };
}

function statusLabels(method: string, route: string): StatusLabels {
  const byStatus = new Map<number, RequestLabels>();
  return (status) => {
    let labels = byStatus.get(status);
    if (!labels) {
      labels = { method, route, status_code: String(status) };
      byStatus.set(status, labels);
    }
    return labels;
  };
}
