""" Contains all the data models used in inputs/outputs """

from .action_batch import ActionBatch
from .action_refusal_reason import ActionRefusalReason
from .action_refused_problem import ActionRefusedProblem
from .action_refused_problem_status import ActionRefusedProblemStatus
from .action_refused_problem_title import ActionRefusedProblemTitle
from .action_refused_problem_type import ActionRefusedProblemType
from .actions_result import ActionsResult
from .advance_action import AdvanceAction
from .advance_action_type import AdvanceActionType
from .answer_too_large_problem import AnswerTooLargeProblem
from .answer_too_large_problem_status import AnswerTooLargeProblemStatus
from .answer_too_large_problem_title import AnswerTooLargeProblemTitle
from .answer_too_large_problem_type import AnswerTooLargeProblemType
from .appearance_state import AppearanceState
from .bad_request_problem import BadRequestProblem
from .bad_request_problem_status import BadRequestProblemStatus
from .bad_request_problem_title import BadRequestProblemTitle
from .bad_request_problem_type import BadRequestProblemType
from .begin_back_swipe_action import BeginBackSwipeAction
from .begin_back_swipe_action_type import BeginBackSwipeActionType
from .begin_page_swipe_action import BeginPageSwipeAction
from .begin_page_swipe_action_direction import BeginPageSwipeActionDirection
from .begin_page_swipe_action_type import BeginPageSwipeActionType
from .cause import Cause
from .check_stream_include import CheckStreamInclude
from .check_trace_response_422 import CheckTraceResponse422
from .check_trace_response_422_status import CheckTraceResponse422Status
from .check_trace_response_422_title import CheckTraceResponse422Title
from .check_trace_response_422_type import CheckTraceResponse422Type
from .checked_action_batch import CheckedActionBatch
from .checked_action_batch_state import CheckedActionBatchState
from .compare_divergence_side_type_0 import CompareDivergenceSideType0
from .compare_final import CompareFinal
from .compare_from_preset import CompareFromPreset
from .compare_from_segments import CompareFromSegments
from .compare_pair import ComparePair
from .compare_pair_divergence_type_0 import ComparePairDivergenceType0
from .compare_pair_run import ComparePairRun
from .compare_response_422 import CompareResponse422
from .compare_response_422_status import CompareResponse422Status
from .compare_response_422_title import CompareResponse422Title
from .compare_response_422_type import CompareResponse422Type
from .compare_response_503 import CompareResponse503
from .compare_response_503_status import CompareResponse503Status
from .compare_response_503_title import CompareResponse503Title
from .compare_result import CompareResult
from .compare_result_differences_item import CompareResultDifferencesItem
from .compare_result_differences_item_calls_item import CompareResultDifferencesItemCallsItem
from .compare_run_completed import CompareRunCompleted
from .compare_run_not_built import CompareRunNotBuilt
from .compare_setup_error import CompareSetupError
from .compare_step import CompareStep
from .compare_step_refusal import CompareStepRefusal
from .compare_step_refusal_code import CompareStepRefusalCode
from .compare_strategies_item import CompareStrategiesItem
from .container_program import ContainerProgram
from .container_program_format import ContainerProgramFormat
from .content_too_large_problem import ContentTooLargeProblem
from .content_too_large_problem_status import ContentTooLargeProblemStatus
from .content_too_large_problem_title import ContentTooLargeProblemTitle
from .content_too_large_problem_type import ContentTooLargeProblemType
from .contract_clause import ContractClause
from .create_from_container import CreateFromContainer
from .create_from_container_strategy_type_1 import CreateFromContainerStrategyType1
from .create_from_container_strategy_type_2_type_1 import CreateFromContainerStrategyType2Type1
from .create_from_container_strategy_type_3_type_1 import CreateFromContainerStrategyType3Type1
from .create_from_preset import CreateFromPreset
from .create_from_scenario import CreateFromScenario
from .create_from_segments import CreateFromSegments
from .create_from_version import CreateFromVersion
from .device import Device
from .end_back_swipe_action import EndBackSwipeAction
from .end_back_swipe_action_type import EndBackSwipeActionType
from .end_page_swipe_action import EndPageSwipeAction
from .end_page_swipe_action_type import EndPageSwipeActionType
from .event import Event
from .event_args import EventArgs
from .event_dropped_problem import EventDroppedProblem
from .event_dropped_problem_status import EventDroppedProblemStatus
from .event_dropped_problem_title import EventDroppedProblemTitle
from .event_dropped_problem_type import EventDroppedProblemType
from .event_explanation import EventExplanation
from .event_explanation_clause_type_0 import EventExplanationClauseType0
from .event_explanation_flaw_type_0 import EventExplanationFlawType0
from .event_explanation_rules_item import EventExplanationRulesItem
from .event_explanation_set_by_type_0 import EventExplanationSetByType0
from .event_matcher import EventMatcher
from .event_matcher_args import EventMatcherArgs
from .event_name import EventName
from .event_origin import EventOrigin
from .event_page import EventPage
from .event_receiver import EventReceiver
from .export_scenario_expect import ExportScenarioExpect
from .export_scenario_forbid import ExportScenarioForbid
from .fidelity import Fidelity
from .flaw_id import FlawId
from .fork_request import ForkRequest
from .fork_source import ForkSource
from .frame import Frame
from .get_health_response_200 import GetHealthResponse200
from .get_health_response_200_status import GetHealthResponse200Status
from .get_ready_response_200 import GetReadyResponse200
from .get_ready_response_200_status import GetReadyResponse200Status
from .get_version_response_200 import GetVersionResponse200
from .gone_problem import GoneProblem
from .gone_problem_status import GoneProblemStatus
from .gone_problem_title import GoneProblemTitle
from .gone_problem_type import GoneProblemType
from .invalid_setup_problem import InvalidSetupProblem
from .invalid_setup_problem_status import InvalidSetupProblemStatus
from .invalid_setup_problem_title import InvalidSetupProblemTitle
from .invalid_setup_problem_type import InvalidSetupProblemType
from .leaf_screen import LeafScreen
from .leaf_screen_kind import LeafScreenKind
from .leaf_screen_or_null_type_0 import LeafScreenOrNullType0
from .leaf_screen_or_null_type_0_kind import LeafScreenOrNullType0Kind
from .memory_warning_action import MemoryWarningAction
from .memory_warning_action_type import MemoryWarningActionType
from .misdirected_problem import MisdirectedProblem
from .misdirected_problem_status import MisdirectedProblemStatus
from .misdirected_problem_title import MisdirectedProblemTitle
from .misdirected_problem_type import MisdirectedProblemType
from .optional_clock_type_1 import OptionalClockType1
from .optional_clock_type_2_type_1 import OptionalClockType2Type1
from .optional_clock_type_3_type_1 import OptionalClockType3Type1
from .optional_device_type_1 import OptionalDeviceType1
from .optional_device_type_2_type_1 import OptionalDeviceType2Type1
from .optional_device_type_3_type_1 import OptionalDeviceType3Type1
from .optional_fidelity_type_1 import OptionalFidelityType1
from .optional_fidelity_type_2_type_1 import OptionalFidelityType2Type1
from .optional_fidelity_type_3_type_1 import OptionalFidelityType3Type1
from .optional_preset_type_1 import OptionalPresetType1
from .optional_preset_type_2_type_1 import OptionalPresetType2Type1
from .optional_preset_type_3_type_1 import OptionalPresetType3Type1
from .optional_runtime_type_1 import OptionalRuntimeType1
from .optional_runtime_type_2_type_1 import OptionalRuntimeType2Type1
from .optional_runtime_type_3_type_1 import OptionalRuntimeType3Type1
from .optional_strategy_type_1 import OptionalStrategyType1
from .optional_strategy_type_2_type_1 import OptionalStrategyType2Type1
from .optional_strategy_type_3_type_1 import OptionalStrategyType3Type1
from .parameter_field_error import ParameterFieldError
from .pointer_field_error import PointerFieldError
from .pop_action import PopAction
from .pop_action_type import PopActionType
from .pop_to_root_action import PopToRootAction
from .pop_to_root_action_type import PopToRootActionType
from .precondition_failed_problem import PreconditionFailedProblem
from .precondition_failed_problem_status import PreconditionFailedProblemStatus
from .precondition_failed_problem_title import PreconditionFailedProblemTitle
from .precondition_failed_problem_type import PreconditionFailedProblemType
from .preset import Preset
from .problem import Problem
from .push_action import PushAction
from .push_action_type import PushActionType
from .response_memory_full_problem import ResponseMemoryFullProblem
from .response_memory_full_problem_status import ResponseMemoryFullProblemStatus
from .response_memory_full_problem_title import ResponseMemoryFullProblemTitle
from .response_memory_full_problem_type import ResponseMemoryFullProblemType
from .row_depth_0 import RowDepth0
from .row_depth_1 import RowDepth1
from .row_depth_2 import RowDepth2
from .row_depth_3 import RowDepth3
from .row_depth_4 import RowDepth4
from .row_depth_5 import RowDepth5
from .row_depth_6 import RowDepth6
from .row_depth_7 import RowDepth7
from .rule_id import RuleId
from .run_scenario_response_422 import RunScenarioResponse422
from .run_scenario_response_422_status import RunScenarioResponse422Status
from .run_scenario_response_422_title import RunScenarioResponse422Title
from .run_scenario_response_422_type import RunScenarioResponse422Type
from .run_scenario_response_503 import RunScenarioResponse503
from .run_scenario_response_503_status import RunScenarioResponse503Status
from .run_scenario_response_503_title import RunScenarioResponse503Title
from .runtime import Runtime
from .scenario import Scenario
from .scenario_action_step import ScenarioActionStep
from .scenario_failure import ScenarioFailure
from .scenario_failure_kind import ScenarioFailureKind
from .scenario_result import ScenarioResult
from .scenario_step import ScenarioStep
from .scenario_step_result import ScenarioStepResult
from .scenario_step_result_reason_type_1 import ScenarioStepResultReasonType1
from .scenario_step_result_reason_type_2_type_1 import ScenarioStepResultReasonType2Type1
from .scenario_step_result_reason_type_3_type_1 import ScenarioStepResultReasonType3Type1
from .scenario_step_state import ScenarioStepState
from .scenario_step_status import ScenarioStepStatus
from .screen_depth_8_type_0 import ScreenDepth8Type0
from .screen_depth_8_type_0_kind import ScreenDepth8Type0Kind
from .screen_node import ScreenNode
from .screen_node_kind import ScreenNodeKind
from .screen_tree import ScreenTree
from .segment_spec import SegmentSpec
from .select_segment_action import SelectSegmentAction
from .select_segment_action_type import SelectSegmentActionType
from .seq_ahead_problem import SeqAheadProblem
from .seq_ahead_problem_status import SeqAheadProblemStatus
from .seq_ahead_problem_title import SeqAheadProblemTitle
from .seq_ahead_problem_type import SeqAheadProblemType
from .session_ended_problem import SessionEndedProblem
from .session_ended_problem_reason import SessionEndedProblemReason
from .session_limit_problem import SessionLimitProblem
from .session_limit_problem_status import SessionLimitProblemStatus
from .session_limit_problem_title import SessionLimitProblemTitle
from .session_limit_problem_type import SessionLimitProblemType
from .session_list import SessionList
from .session_list_sessions_item import SessionListSessionsItem
from .session_not_found_problem import SessionNotFoundProblem
from .session_not_found_problem_status import SessionNotFoundProblemStatus
from .session_not_found_problem_title import SessionNotFoundProblemTitle
from .session_not_found_problem_type import SessionNotFoundProblemType
from .set_segment_action import SetSegmentAction
from .set_segment_action_type import SetSegmentActionType
from .state import State
from .state_clock import StateClock
from .state_controllers_item import StateControllersItem
from .state_current import StateCurrent
from .state_current_title_view_type_1 import StateCurrentTitleViewType1
from .state_current_title_view_type_2_type_1 import StateCurrentTitleViewType2Type1
from .state_current_title_view_type_3_type_1 import StateCurrentTitleViewType3Type1
from .state_navigation_stack_item import StateNavigationStackItem
from .state_segments_item import StateSegmentsItem
from .state_transition_type_0 import StateTransitionType0
from .state_transition_type_0_kind import StateTransitionType0Kind
from .strategy import Strategy
from .stream_dropped import StreamDropped
from .stream_dropped_message import StreamDroppedMessage
from .stream_dropped_message_event import StreamDroppedMessageEvent
from .stream_end import StreamEnd
from .stream_end_message import StreamEndMessage
from .stream_end_message_event import StreamEndMessageEvent
from .stream_end_reason import StreamEndReason
from .stream_lifecycle_message import StreamLifecycleMessage
from .stream_lifecycle_message_event import StreamLifecycleMessageEvent
from .stream_limit_problem import StreamLimitProblem
from .stream_limit_problem_status import StreamLimitProblemStatus
from .stream_limit_problem_title import StreamLimitProblemTitle
from .stream_limit_problem_type import StreamLimitProblemType
from .stream_screen_message import StreamScreenMessage
from .stream_screen_message_event import StreamScreenMessageEvent
from .stream_session_include import StreamSessionInclude
from .stream_state_message import StreamStateMessage
from .stream_state_message_event import StreamStateMessageEvent
from .stream_ticket import StreamTicket
from .table_screen_depth_0 import TableScreenDepth0
from .table_screen_depth_1 import TableScreenDepth1
from .table_screen_depth_2 import TableScreenDepth2
from .table_screen_depth_3 import TableScreenDepth3
from .table_screen_depth_4 import TableScreenDepth4
from .table_screen_depth_5 import TableScreenDepth5
from .table_screen_depth_6 import TableScreenDepth6
from .table_screen_depth_7 import TableScreenDepth7
from .tap_back_action import TapBackAction
from .tap_back_action_type import TapBackActionType
from .tap_row_action import TapRowAction
from .tap_row_action_type import TapRowActionType
from .trace_verdicts import TraceVerdicts
from .trace_verdicts_clauses import TraceVerdictsClauses
from .trace_verdicts_events_item import TraceVerdictsEventsItem
from .trace_verdicts_prediction_type_0 import TraceVerdictsPredictionType0
from .trace_verdicts_warnings_item import TraceVerdictsWarningsItem
from .trace_verdicts_warnings_item_why import TraceVerdictsWarningsItemWhy
from .unauthorized_problem import UnauthorizedProblem
from .unauthorized_problem_status import UnauthorizedProblemStatus
from .unauthorized_problem_title import UnauthorizedProblemTitle
from .unauthorized_problem_type import UnauthorizedProblemType
from .unsupported_media_type_problem import UnsupportedMediaTypeProblem
from .unsupported_media_type_problem_status import UnsupportedMediaTypeProblemStatus
from .unsupported_media_type_problem_title import UnsupportedMediaTypeProblemTitle
from .unsupported_media_type_problem_type import UnsupportedMediaTypeProblemType
from .update_back_swipe_action import UpdateBackSwipeAction
from .update_back_swipe_action_type import UpdateBackSwipeActionType
from .update_page_swipe_action import UpdatePageSwipeAction
from .update_page_swipe_action_type import UpdatePageSwipeActionType
from .verdict import Verdict
from .version_mismatch_problem import VersionMismatchProblem
from .version_unavailable_problem import VersionUnavailableProblem
from .version_unavailable_problem_status import VersionUnavailableProblemStatus
from .version_unavailable_problem_title import VersionUnavailableProblemTitle
from .version_unavailable_problem_type import VersionUnavailableProblemType
from .warning_code import WarningCode

__all__ = (
    "ActionBatch",
    "ActionRefusalReason",
    "ActionRefusedProblem",
    "ActionRefusedProblemStatus",
    "ActionRefusedProblemTitle",
    "ActionRefusedProblemType",
    "ActionsResult",
    "AdvanceAction",
    "AdvanceActionType",
    "AnswerTooLargeProblem",
    "AnswerTooLargeProblemStatus",
    "AnswerTooLargeProblemTitle",
    "AnswerTooLargeProblemType",
    "AppearanceState",
    "BadRequestProblem",
    "BadRequestProblemStatus",
    "BadRequestProblemTitle",
    "BadRequestProblemType",
    "BeginBackSwipeAction",
    "BeginBackSwipeActionType",
    "BeginPageSwipeAction",
    "BeginPageSwipeActionDirection",
    "BeginPageSwipeActionType",
    "Cause",
    "CheckedActionBatch",
    "CheckedActionBatchState",
    "CheckStreamInclude",
    "CheckTraceResponse422",
    "CheckTraceResponse422Status",
    "CheckTraceResponse422Title",
    "CheckTraceResponse422Type",
    "CompareDivergenceSideType0",
    "CompareFinal",
    "CompareFromPreset",
    "CompareFromSegments",
    "ComparePair",
    "ComparePairDivergenceType0",
    "ComparePairRun",
    "CompareResponse422",
    "CompareResponse422Status",
    "CompareResponse422Title",
    "CompareResponse422Type",
    "CompareResponse503",
    "CompareResponse503Status",
    "CompareResponse503Title",
    "CompareResult",
    "CompareResultDifferencesItem",
    "CompareResultDifferencesItemCallsItem",
    "CompareRunCompleted",
    "CompareRunNotBuilt",
    "CompareSetupError",
    "CompareStep",
    "CompareStepRefusal",
    "CompareStepRefusalCode",
    "CompareStrategiesItem",
    "ContainerProgram",
    "ContainerProgramFormat",
    "ContentTooLargeProblem",
    "ContentTooLargeProblemStatus",
    "ContentTooLargeProblemTitle",
    "ContentTooLargeProblemType",
    "ContractClause",
    "CreateFromContainer",
    "CreateFromContainerStrategyType1",
    "CreateFromContainerStrategyType2Type1",
    "CreateFromContainerStrategyType3Type1",
    "CreateFromPreset",
    "CreateFromScenario",
    "CreateFromSegments",
    "CreateFromVersion",
    "Device",
    "EndBackSwipeAction",
    "EndBackSwipeActionType",
    "EndPageSwipeAction",
    "EndPageSwipeActionType",
    "Event",
    "EventArgs",
    "EventDroppedProblem",
    "EventDroppedProblemStatus",
    "EventDroppedProblemTitle",
    "EventDroppedProblemType",
    "EventExplanation",
    "EventExplanationClauseType0",
    "EventExplanationFlawType0",
    "EventExplanationRulesItem",
    "EventExplanationSetByType0",
    "EventMatcher",
    "EventMatcherArgs",
    "EventName",
    "EventOrigin",
    "EventPage",
    "EventReceiver",
    "ExportScenarioExpect",
    "ExportScenarioForbid",
    "Fidelity",
    "FlawId",
    "ForkRequest",
    "ForkSource",
    "Frame",
    "GetHealthResponse200",
    "GetHealthResponse200Status",
    "GetReadyResponse200",
    "GetReadyResponse200Status",
    "GetVersionResponse200",
    "GoneProblem",
    "GoneProblemStatus",
    "GoneProblemTitle",
    "GoneProblemType",
    "InvalidSetupProblem",
    "InvalidSetupProblemStatus",
    "InvalidSetupProblemTitle",
    "InvalidSetupProblemType",
    "LeafScreen",
    "LeafScreenKind",
    "LeafScreenOrNullType0",
    "LeafScreenOrNullType0Kind",
    "MemoryWarningAction",
    "MemoryWarningActionType",
    "MisdirectedProblem",
    "MisdirectedProblemStatus",
    "MisdirectedProblemTitle",
    "MisdirectedProblemType",
    "OptionalClockType1",
    "OptionalClockType2Type1",
    "OptionalClockType3Type1",
    "OptionalDeviceType1",
    "OptionalDeviceType2Type1",
    "OptionalDeviceType3Type1",
    "OptionalFidelityType1",
    "OptionalFidelityType2Type1",
    "OptionalFidelityType3Type1",
    "OptionalPresetType1",
    "OptionalPresetType2Type1",
    "OptionalPresetType3Type1",
    "OptionalRuntimeType1",
    "OptionalRuntimeType2Type1",
    "OptionalRuntimeType3Type1",
    "OptionalStrategyType1",
    "OptionalStrategyType2Type1",
    "OptionalStrategyType3Type1",
    "ParameterFieldError",
    "PointerFieldError",
    "PopAction",
    "PopActionType",
    "PopToRootAction",
    "PopToRootActionType",
    "PreconditionFailedProblem",
    "PreconditionFailedProblemStatus",
    "PreconditionFailedProblemTitle",
    "PreconditionFailedProblemType",
    "Preset",
    "Problem",
    "PushAction",
    "PushActionType",
    "ResponseMemoryFullProblem",
    "ResponseMemoryFullProblemStatus",
    "ResponseMemoryFullProblemTitle",
    "ResponseMemoryFullProblemType",
    "RowDepth0",
    "RowDepth1",
    "RowDepth2",
    "RowDepth3",
    "RowDepth4",
    "RowDepth5",
    "RowDepth6",
    "RowDepth7",
    "RuleId",
    "RunScenarioResponse422",
    "RunScenarioResponse422Status",
    "RunScenarioResponse422Title",
    "RunScenarioResponse422Type",
    "RunScenarioResponse503",
    "RunScenarioResponse503Status",
    "RunScenarioResponse503Title",
    "Runtime",
    "Scenario",
    "ScenarioActionStep",
    "ScenarioFailure",
    "ScenarioFailureKind",
    "ScenarioResult",
    "ScenarioStep",
    "ScenarioStepResult",
    "ScenarioStepResultReasonType1",
    "ScenarioStepResultReasonType2Type1",
    "ScenarioStepResultReasonType3Type1",
    "ScenarioStepState",
    "ScenarioStepStatus",
    "ScreenDepth8Type0",
    "ScreenDepth8Type0Kind",
    "ScreenNode",
    "ScreenNodeKind",
    "ScreenTree",
    "SegmentSpec",
    "SelectSegmentAction",
    "SelectSegmentActionType",
    "SeqAheadProblem",
    "SeqAheadProblemStatus",
    "SeqAheadProblemTitle",
    "SeqAheadProblemType",
    "SessionEndedProblem",
    "SessionEndedProblemReason",
    "SessionLimitProblem",
    "SessionLimitProblemStatus",
    "SessionLimitProblemTitle",
    "SessionLimitProblemType",
    "SessionList",
    "SessionListSessionsItem",
    "SessionNotFoundProblem",
    "SessionNotFoundProblemStatus",
    "SessionNotFoundProblemTitle",
    "SessionNotFoundProblemType",
    "SetSegmentAction",
    "SetSegmentActionType",
    "State",
    "StateClock",
    "StateControllersItem",
    "StateCurrent",
    "StateCurrentTitleViewType1",
    "StateCurrentTitleViewType2Type1",
    "StateCurrentTitleViewType3Type1",
    "StateNavigationStackItem",
    "StateSegmentsItem",
    "StateTransitionType0",
    "StateTransitionType0Kind",
    "Strategy",
    "StreamDropped",
    "StreamDroppedMessage",
    "StreamDroppedMessageEvent",
    "StreamEnd",
    "StreamEndMessage",
    "StreamEndMessageEvent",
    "StreamEndReason",
    "StreamLifecycleMessage",
    "StreamLifecycleMessageEvent",
    "StreamLimitProblem",
    "StreamLimitProblemStatus",
    "StreamLimitProblemTitle",
    "StreamLimitProblemType",
    "StreamScreenMessage",
    "StreamScreenMessageEvent",
    "StreamSessionInclude",
    "StreamStateMessage",
    "StreamStateMessageEvent",
    "StreamTicket",
    "TableScreenDepth0",
    "TableScreenDepth1",
    "TableScreenDepth2",
    "TableScreenDepth3",
    "TableScreenDepth4",
    "TableScreenDepth5",
    "TableScreenDepth6",
    "TableScreenDepth7",
    "TapBackAction",
    "TapBackActionType",
    "TapRowAction",
    "TapRowActionType",
    "TraceVerdicts",
    "TraceVerdictsClauses",
    "TraceVerdictsEventsItem",
    "TraceVerdictsPredictionType0",
    "TraceVerdictsWarningsItem",
    "TraceVerdictsWarningsItemWhy",
    "UnauthorizedProblem",
    "UnauthorizedProblemStatus",
    "UnauthorizedProblemTitle",
    "UnauthorizedProblemType",
    "UnsupportedMediaTypeProblem",
    "UnsupportedMediaTypeProblemStatus",
    "UnsupportedMediaTypeProblemTitle",
    "UnsupportedMediaTypeProblemType",
    "UpdateBackSwipeAction",
    "UpdateBackSwipeActionType",
    "UpdatePageSwipeAction",
    "UpdatePageSwipeActionType",
    "Verdict",
    "VersionMismatchProblem",
    "VersionUnavailableProblem",
    "VersionUnavailableProblemStatus",
    "VersionUnavailableProblemTitle",
    "VersionUnavailableProblemType",
    "WarningCode",
)
