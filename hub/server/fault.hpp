#pragma once
// Fault points for the hub's tests (tests/hub/): with TABLEREF_HUB_FAULT set to a point's
// name, the hub prints {"fault": NAME} on stdout when it reaches that point and stops there
// until it is killed, so a test kills it at a known state instead of after a guessed time.
// Unset (always, outside the tests), a fault point does nothing.
namespace tableref::hub {

// "push-before-commit": a push's rows are written, not committed.
// "push-after-commit": committed, the answer not yet sent.
void fault_point(const char* name);

}  // namespace tableref::hub
