"""Experiment configuration: the schema (``schema``: a frozen dataclass per component, nested
in ``ExperimentConfig``), config files (``yaml_files``: the one YAML reader and writer, the
bundled configs), loading a config with dotted command-line overrides (``loading``:
``--train.lr=3e-4``, every key checked; which task a config is for), and ``attnlab config
show`` (``show``: each value with where it comes from)."""

from attnlab.config.loading import (
    apply_overrides,
    config_from_dict,
    config_task,
    differences,
    file_task,
    load_config,
    load_saved_config,
    load_sections,
    save_config,
    saved_config_of,
    sections_of,
    to_dict,
)
from attnlab.config.schema import (
    AUTO,
    DataConfig,
    DecodeConfig,
    ExperimentConfig,
    ModelConfig,
    TrainConfig,
)
from attnlab.config.show import show_config
from attnlab.config.yaml_files import BUNDLED_CONFIGS, dump_yaml, read_yaml
from attnlab.options import ConfigError

__all__ = [
    "AUTO",
    "BUNDLED_CONFIGS",
    "ConfigError",
    "DataConfig",
    "DecodeConfig",
    "ExperimentConfig",
    "ModelConfig",
    "TrainConfig",
    "apply_overrides",
    "config_from_dict",
    "config_task",
    "differences",
    "dump_yaml",
    "file_task",
    "load_config",
    "load_saved_config",
    "load_sections",
    "read_yaml",
    "save_config",
    "saved_config_of",
    "sections_of",
    "show_config",
    "to_dict",
]
