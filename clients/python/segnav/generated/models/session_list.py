from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.session_list_sessions_item import SessionListSessionsItem





T = TypeVar("T", bound="SessionList")



@_attrs_define
class SessionList:
    """ 
        Attributes:
            sessions (list[SessionListSessionsItem]):
            next_ (None | str): The `cursor` of the next page (the last id of this one), null when this is the last page.
            node (None | str): The `--node` name, or null.
            total (int): Live sessions on this server.
     """

    sessions: list[SessionListSessionsItem]
    next_: None | str
    node: None | str
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.session_list_sessions_item import SessionListSessionsItem # noqa: PLC0415
        sessions = []
        for sessions_item_data in self.sessions:
            sessions_item = sessions_item_data.to_dict()
            sessions.append(sessions_item)



        next_: None | str
        next_ = self.next_

        node: None | str
        node = self.node

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "sessions": sessions,
            "next": next_,
            "node": node,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.session_list_sessions_item import SessionListSessionsItem # noqa: PLC0415
        d = dict(src_dict)
        sessions = []
        _sessions = d.pop("sessions")
        for sessions_item_data in (_sessions):
            sessions_item = SessionListSessionsItem.from_dict(sessions_item_data)



            sessions.append(sessions_item)


        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))


        def _parse_node(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        node = _parse_node(d.pop("node"))


        total = d.pop("total")

        session_list = cls(
            sessions=sessions,
            next_=next_,
            node=node,
            total=total,
        )

        return session_list

