//! Reusable pieces of the screens.

pub mod count_field;
pub mod dist_chart;
pub mod report_view;
pub mod roll_panel;
pub mod segmented;
pub mod send_link;
pub mod storage_status;
pub mod why;
