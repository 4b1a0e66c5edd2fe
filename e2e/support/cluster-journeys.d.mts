export declare const CLUSTER_JOURNEYS: string[];
