from enum import StrEnum

class RuleId(StrEnum):
    VALUE_0 = "3.0"
    VALUE_1 = "3.1"
    VALUE_10 = "3.10"
    VALUE_11 = "3.11"
    VALUE_12 = "3.12"
    VALUE_13 = "3.13"
    VALUE_14 = "3.14"
    VALUE_15 = "3.15"
    VALUE_16 = "3.16"
    VALUE_17 = "3.17"
    VALUE_18 = "3.18"
    VALUE_19 = "3.19"
    VALUE_2 = "3.2"
    VALUE_20 = "3.20"
    VALUE_3 = "3.3"
    VALUE_4 = "3.4"
    VALUE_5 = "3.5"
    VALUE_6 = "3.6"
    VALUE_7 = "3.7"
    VALUE_8 = "3.8"
    VALUE_9 = "3.9"

    def __str__(self) -> str:
        return str(self.value)
